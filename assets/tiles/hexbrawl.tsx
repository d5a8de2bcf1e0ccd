<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.11.0" name="hexbrawl" tilewidth="56" tileheight="64" tilecount="27" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="terrain" propertytype="Terrain" value="floor"/>
  </properties>
  <image source="floor_0.png" width="56" height="64"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" propertytype="Terrain" value="floor"/>
  </properties>
  <image source="floor_1.png" width="56" height="64"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" propertytype="Terrain" value="floor"/>
  </properties>
  <image source="floor_2.png" width="56" height="64"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" propertytype="Terrain" value="floor"/>
  </properties>
  <image source="floor_3.png" width="56" height="64"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" propertytype="Terrain" value="wall"/>
  </properties>
  <image source="wall_0.png" width="56" height="64"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" propertytype="Terrain" value="wall"/>
  </properties>
  <image source="wall_1.png" width="56" height="64"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" propertytype="Terrain" value="wall"/>
  </properties>
  <image source="wall_2.png" width="56" height="64"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" propertytype="Terrain" value="cover"/>
  </properties>
  <image source="cover_0.png" width="56" height="64"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" propertytype="Terrain" value="cover"/>
  </properties>
  <image source="cover_1.png" width="56" height="64"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" propertytype="Terrain" value="cover"/>
  </properties>
  <image source="cover_2.png" width="56" height="64"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" propertytype="Terrain" value="cover"/>
  </properties>
  <image source="cover_3.png" width="56" height="64"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" propertytype="Terrain" value="null"/>
  </properties>
  <image source="null_0.png" width="56" height="64"/>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" propertytype="Terrain" value="null"/>
  </properties>
  <image source="null_1.png" width="56" height="64"/>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" propertytype="Terrain" value="null"/>
  </properties>
  <image source="null_2.png" width="56" height="64"/>
 </tile>
 <tile id="14">
  <properties>
   <property name="terrain" propertytype="Terrain" value="pickup"/>
  </properties>
  <image source="pickup_0.png" width="56" height="64"/>
 </tile>
 <tile id="15">
  <properties>
   <property name="terrain" propertytype="Terrain" value="pickup"/>
  </properties>
  <image source="pickup_1.png" width="56" height="64"/>
 </tile>
 <tile id="16">
  <properties>
   <property name="terrain" propertytype="Terrain" value="station"/>
  </properties>
  <image source="station_0.png" width="56" height="64"/>
 </tile>
 <tile id="17">
  <properties>
   <property name="terrain" propertytype="Terrain" value="station"/>
  </properties>
  <image source="station_1.png" width="56" height="64"/>
 </tile>
 <tile id="18">
  <properties>
   <property name="terrain" propertytype="Terrain" value="station"/>
  </properties>
  <image source="station_2.png" width="56" height="64"/>
 </tile>
 <tile id="19">
  <properties>
   <property name="terrain" propertytype="Terrain" value="floor"/>
  </properties>
  <image source="spawn_0.png" width="56" height="64"/>
 </tile>
 <tile id="20">
  <properties>
   <property name="terrain" propertytype="Terrain" value="floor"/>
  </properties>
  <image source="spawn_1.png" width="56" height="64"/>
 </tile>
 <tile id="21">
  <properties>
   <property name="decoration" type="bool" value="true"/>
  </properties>
  <image source="rocks_0.png" width="56" height="64"/>
 </tile>
 <tile id="22">
  <properties>
   <property name="decoration" type="bool" value="true"/>
  </properties>
  <image source="rocks_1.png" width="56" height="64"/>
 </tile>
 <tile id="23">
  <properties>
   <property name="decoration" type="bool" value="true"/>
  </properties>
  <image source="debris_0.png" width="56" height="64"/>
 </tile>
 <tile id="24">
  <properties>
   <property name="decoration" type="bool" value="true"/>
  </properties>
  <image source="debris_1.png" width="56" height="64"/>
 </tile>
 <tile id="25">
  <properties>
   <property name="decoration" type="bool" value="true"/>
  </properties>
  <image source="scorch_0.png" width="56" height="64"/>
 </tile>
 <tile id="26">
  <properties>
   <property name="decoration" type="bool" value="true"/>
  </properties>
  <image source="scorch_1.png" width="56" height="64"/>
 </tile>
</tileset>
